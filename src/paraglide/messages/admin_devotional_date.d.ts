/**
* | output |
* | --- |
* | "Date" |
*
* @param {Admin_Devotional_DateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_date: ((inputs?: Admin_Devotional_DateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Devotional_DateInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Devotional_DateInputs = {};
