/**
* | output |
* | --- |
* | "Take {name} out of this group?" |
*
* @param {Groups_Remove_Member_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_remove_member_confirm: ((inputs: Groups_Remove_Member_ConfirmInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Remove_Member_ConfirmInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Remove_Member_ConfirmInputs = {
    name: NonNullable<unknown>;
};
