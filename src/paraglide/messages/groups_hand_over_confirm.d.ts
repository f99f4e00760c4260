/**
* | output |
* | --- |
* | "Hand the group to {name}? You will stay as a co-leader." |
*
* @param {Groups_Hand_Over_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_hand_over_confirm: ((inputs: Groups_Hand_Over_ConfirmInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Hand_Over_ConfirmInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Hand_Over_ConfirmInputs = {
    name: NonNullable<unknown>;
};
