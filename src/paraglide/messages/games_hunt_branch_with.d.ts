/**
* | output |
* | --- |
* | "Branch with {fruit}: {description}" |
*
* @param {Games_Hunt_Branch_WithInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_branch_with: ((inputs: Games_Hunt_Branch_WithInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Branch_WithInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Branch_WithInputs = {
    fruit: NonNullable<unknown>;
    description: NonNullable<unknown>;
};
