/**
* | output |
* | --- |
* | "Empty branch: {description}" |
*
* @param {Games_Hunt_Empty_BranchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_empty_branch: ((inputs: Games_Hunt_Empty_BranchInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Empty_BranchInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Empty_BranchInputs = {
    description: NonNullable<unknown>;
};
