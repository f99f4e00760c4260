/**
* | output |
* | --- |
* | "Your reading settings are kept on this device, but they could not be saved to your account." |
*
* @param {Reader_Settings_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_settings_not_saved: ((inputs?: Reader_Settings_Not_SavedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Settings_Not_SavedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Settings_Not_SavedInputs = {};
