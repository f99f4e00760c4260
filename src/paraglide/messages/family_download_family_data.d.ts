/**
* | output |
* | --- |
* | "Download family data" |
*
* @param {Family_Download_Family_DataInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_download_family_data: ((inputs?: Family_Download_Family_DataInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Download_Family_DataInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Download_Family_DataInputs = {};
