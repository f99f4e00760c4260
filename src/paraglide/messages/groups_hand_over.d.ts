/**
* | output |
* | --- |
* | "Hand the group to {name}" |
*
* @param {Groups_Hand_OverInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_hand_over: ((inputs: Groups_Hand_OverInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Hand_OverInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Hand_OverInputs = {
    name: NonNullable<unknown>;
};
