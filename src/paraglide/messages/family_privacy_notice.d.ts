/**
* | output |
* | --- |
* | "privacy notice" |
*
* @param {Family_Privacy_NoticeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_privacy_notice: ((inputs?: Family_Privacy_NoticeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Privacy_NoticeInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Privacy_NoticeInputs = {};
