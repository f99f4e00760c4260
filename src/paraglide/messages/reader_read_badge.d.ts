/**
* | output |
* | --- |
* | "✅ Read" |
*
* @param {Reader_Read_BadgeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_read_badge: ((inputs?: Reader_Read_BadgeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Read_BadgeInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Read_BadgeInputs = {};
