/**
* | output |
* | --- |
* | "How they like to read (text size, font, light or dark), so that reading looks the same on every device. Yours is kept the same way." |
*
* @param {Reader_Privacy_Reading_SettingsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_privacy_reading_settings: ((inputs?: Reader_Privacy_Reading_SettingsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Privacy_Reading_SettingsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Privacy_Reading_SettingsInputs = {};
