/**
 * Bundled fonts (no other origin is contacted at run time). Latin for fr/en, Arabic for ar;
 * both are loaded so mixed-script text (product names, prices) renders with a bundled face.
 */
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/inter/latin-ext-400.css';
import '@fontsource/noto-sans-arabic/arabic-400.css';
import '@fontsource/noto-sans-arabic/arabic-500.css';
import '@fontsource/noto-sans-arabic/arabic-700.css';
