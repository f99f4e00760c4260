/**
* | output |
* | --- |
* | "Upload error: Please choose one file at a time." |
*
* @param {Admin_Media_One_At_A_TimeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_one_at_a_time: ((inputs?: Admin_Media_One_At_A_TimeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Media_One_At_A_TimeInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Media_One_At_A_TimeInputs = {};
