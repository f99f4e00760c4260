/**
* | output |
* | --- |
* | "Your family settings were saved." |
*
* @param {Family_Settings_SavedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_settings_saved: ((inputs?: Family_Settings_SavedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Settings_SavedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Settings_SavedInputs = {};
