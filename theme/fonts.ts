/**
 * Bundled fonts (no other origin is contacted at run time): Inter for Latin text (fr/en, and digits, prices and Latin
 * names in Arabic), Noto Sans Arabic for Arabic script, each followed by a metric-compatible local fallback. Every face
 * has its unicode-range and is only fetched when the page draws a character of it (see fonts.css).
 */
import './fonts.css';
