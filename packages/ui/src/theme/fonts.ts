// The shipped typeface (see fonts.css). Imported by the page host only, so the font files are downloaded once.
import './fonts.css';
