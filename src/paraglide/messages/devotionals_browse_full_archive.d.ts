/**
* | output |
* | --- |
* | "Browse the full archive" |
*
* @param {Devotionals_Browse_Full_ArchiveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_browse_full_archive: ((inputs?: Devotionals_Browse_Full_ArchiveInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Browse_Full_ArchiveInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Browse_Full_ArchiveInputs = {};
