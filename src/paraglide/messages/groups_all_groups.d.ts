/**
* | output |
* | --- |
* | "All my groups" |
*
* @param {Groups_All_GroupsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_all_groups: ((inputs?: Groups_All_GroupsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_All_GroupsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_All_GroupsInputs = {};
