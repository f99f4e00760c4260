/**
* | output |
* | --- |
* | "No proverbs were found. Put one proverb a block, with a blank line between blocks." |
*
* @param {Admin_Proverb_No_Data_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_proverb_no_data_hint: ((inputs?: Admin_Proverb_No_Data_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Proverb_No_Data_HintInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Proverb_No_Data_HintInputs = {};
