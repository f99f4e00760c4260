/**
* | output |
* | --- |
* | "Join {name} to this group" |
*
* @param {Groups_Join_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_join_confirm: ((inputs: Groups_Join_ConfirmInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Join_ConfirmInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Join_ConfirmInputs = {
    name: NonNullable<unknown>;
};
