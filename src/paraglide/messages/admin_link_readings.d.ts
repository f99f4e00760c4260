/**
* | output |
* | --- |
* | "Daily Readings" |
*
* @param {Admin_Link_ReadingsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_link_readings: ((inputs?: Admin_Link_ReadingsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Link_ReadingsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Link_ReadingsInputs = {};
