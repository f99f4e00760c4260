/**
* | output |
* | --- |
* | "Given by hand" |
*
* @param {Admin_Subs_By_HandInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_subs_by_hand: ((inputs?: Admin_Subs_By_HandInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Subs_By_HandInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Subs_By_HandInputs = {};
