/**
* | output |
* | --- |
* | "Take {name} out of {group}? The leader stops seeing {name} at once." |
*
* @param {Groups_Leave_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_leave_confirm: ((inputs: Groups_Leave_ConfirmInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Leave_ConfirmInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Leave_ConfirmInputs = {
    name: NonNullable<unknown>;
    group: NonNullable<unknown>;
};
