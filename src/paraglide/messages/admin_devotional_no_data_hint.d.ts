/**
* | output |
* | --- |
* | "No devotionals were found. Start each one with a \"Title:\" line." |
*
* @param {Admin_Devotional_No_Data_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_no_data_hint: ((inputs?: Admin_Devotional_No_Data_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Devotional_No_Data_HintInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Devotional_No_Data_HintInputs = {};
