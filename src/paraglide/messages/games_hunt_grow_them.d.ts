/**
* | output |
* | --- |
* | "{fruits}: let God grow them in your life every day!" |
*
* @param {Games_Hunt_Grow_ThemInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_grow_them: ((inputs: Games_Hunt_Grow_ThemInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Hunt_Grow_ThemInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Hunt_Grow_ThemInputs = {
    fruits: NonNullable<unknown>;
};
