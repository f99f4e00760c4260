/**
* | output |
* | --- |
* | "Drop in column {column} (full)" |
*
* @param {Games_Connect_Drop_FullInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_drop_full: ((inputs: Games_Connect_Drop_FullInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Connect_Drop_FullInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Connect_Drop_FullInputs = {
    column: NonNullable<unknown>;
};
