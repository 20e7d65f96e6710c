import sharp from 'sharp';
const [f, out, w] = process.argv.slice(2);
const m = await sharp(f).metadata(); console.log(m.width, m.height);
await sharp(f).resize({width: Number(w||900)}).toFile(out);
