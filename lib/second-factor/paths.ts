/** Where staff's rule sends a moderator or admin without a second factor: settings' two-factor panel. */
export const SECOND_FACTOR_SETUP_PATH = "/settings?second-factor=required#two-factor";
