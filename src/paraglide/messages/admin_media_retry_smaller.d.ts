/**
* | output |
* | --- |
* | "Upload failed. Please try again with a smaller file." |
*
* @param {Admin_Media_Retry_SmallerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_retry_smaller: ((inputs?: Admin_Media_Retry_SmallerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Media_Retry_SmallerInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Media_Retry_SmallerInputs = {};
