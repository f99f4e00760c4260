/**
* | output |
* | --- |
* | "The day it is the Nugget for Today." |
*
* @param {Admin_Devotional_Date_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_date_hint: ((inputs?: Admin_Devotional_Date_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Devotional_Date_HintInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Devotional_Date_HintInputs = {};
