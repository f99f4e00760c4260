/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Note_No_AssignmentInputs */

const en_groups_note_no_assignment = /** @type {(inputs: Groups_Note_No_AssignmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No assignment`)
};

const es_groups_note_no_assignment = /** @type {(inputs: Groups_Note_No_AssignmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin tarea`)
};

/**
* | output |
* | --- |
* | "No assignment" |
*
* @param {Groups_Note_No_AssignmentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_note_no_assignment = /** @type {((inputs?: Groups_Note_No_AssignmentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Note_No_AssignmentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_note_no_assignment(inputs)
	return en_groups_note_no_assignment(inputs)
});