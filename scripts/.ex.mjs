import sharp from 'sharp';
const [f, out, l, t, w, h, s] = process.argv.slice(2);
await sharp(f).extract({left:+l, top:+t, width:+w, height:+h}).resize({width: Math.round(+w * +(s||3)), kernel:'nearest'}).toFile(out);
