/**
* | n | output |
* | --- | --- |
* | "one" | "{count} points" |
* | "other" | "{count} points" |
*
* @param {Learn_PointsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_points: ((inputs: Learn_PointsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_PointsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_PointsInputs = {
    count: NonNullable<unknown>;
};
