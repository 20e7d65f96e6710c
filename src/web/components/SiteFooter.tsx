import { Link } from 'react-router';
import { SITE_NAME } from '../../shared/constants';
import { usePublicConfig } from '../public-config';

export function SiteFooter() {
  const { graderApplyUrl, supportEmail } = usePublicConfig();
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <nav aria-label="Footer">
          <ul>
            <li>
              <Link to="/pricing">Pricing</Link>
            </li>
            <li>
              <Link to="/what-we-evaluate">What We Evaluate</Link>
            </li>
            <li>
              <Link to="/accuracy">Track record</Link>
            </li>
            <li>
              <Link to="/faqs">FAQs</Link>
            </li>
            <li>
              <Link to="/help">Help</Link>
            </li>
            <li>
              <Link to="/centering-tool">Centering Tool</Link>
            </li>
            <li>
              <Link to="/blog">Blog</Link>
            </li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
            <li>
              <Link to="/terms-of-service">Terms of Service</Link>
            </li>
            <li>
              <a href={graderApplyUrl}>Apply as a grader</a>
            </li>
          </ul>
        </nav>
        <p className="fine-print">
          {SITE_NAME} estimates are opinions formed from your photos, not official grades. We are not affiliated with
          any grading company. Support: <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </p>
      </div>
    </footer>
  );
}
