/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Groups_Remove_Member_ColumnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_remove_member_column: ((inputs?: Groups_Remove_Member_ColumnInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Remove_Member_ColumnInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Remove_Member_ColumnInputs = {};
