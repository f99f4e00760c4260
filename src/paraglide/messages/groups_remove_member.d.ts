/**
* | output |
* | --- |
* | "Remove {name}" |
*
* @param {Groups_Remove_MemberInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_remove_member: ((inputs: Groups_Remove_MemberInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Remove_MemberInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Remove_MemberInputs = {
    name: NonNullable<unknown>;
};
