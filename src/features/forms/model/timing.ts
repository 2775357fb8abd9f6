/** How long after the last keystroke fields are checked again (and the e-mail hinted and asked about). */
export const KEYUP_DELAY_MS = 1000;
/** A pending server check makes 'Next' and sending wait and look again after this long… */
export const PENDING_RECHECK_MS = 800;
/** …this many times at most: an answer that never comes does not hold the form (the server checks on sending). */
export const MAX_RECHECKS = 10;
