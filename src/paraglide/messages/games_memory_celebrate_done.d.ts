/**
* | output |
* | --- |
* | "All {count} verses done! 🏆" |
*
* @param {Games_Memory_Celebrate_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_memory_celebrate_done: ((inputs: Games_Memory_Celebrate_DoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Memory_Celebrate_DoneInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Memory_Celebrate_DoneInputs = {
    count: NonNullable<unknown>;
};
