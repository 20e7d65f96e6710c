import { useSearchParams } from 'react-router';
import { CenteringTool } from './CenteringTool';

/** The standalone, full-screen tool; `?img=` names a first image (the review screen opens it this way). */
export default function CenteringToolPage() {
  const [searchParams] = useSearchParams();
  return (
    <>
      <h1 className="visually-hidden">Centering Tool</h1>
      <CenteringTool imageUrl={searchParams.get('img') ?? undefined} />
    </>
  );
}
