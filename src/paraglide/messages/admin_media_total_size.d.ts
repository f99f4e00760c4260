/**
* | output |
* | --- |
* | "Total Size" |
*
* @param {Admin_Media_Total_SizeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_total_size: ((inputs?: Admin_Media_Total_SizeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Media_Total_SizeInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Media_Total_SizeInputs = {};
