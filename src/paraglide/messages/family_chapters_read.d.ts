/**
* | output |
* | --- |
* | "Chapters read:" |
*
* @param {Family_Chapters_ReadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_chapters_read: ((inputs?: Family_Chapters_ReadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Chapters_ReadInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Chapters_ReadInputs = {};
