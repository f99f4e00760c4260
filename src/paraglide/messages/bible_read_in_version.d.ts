/**
* | output |
* | --- |
* | "Read {name} in the {version}" |
*
* @param {Bible_Read_In_VersionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_read_in_version: ((inputs: Bible_Read_In_VersionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bible_Read_In_VersionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bible_Read_In_VersionInputs = {
    name: NonNullable<unknown>;
    version: NonNullable<unknown>;
};
