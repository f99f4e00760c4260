/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Note_AssignmentInputs */

const en_groups_note_assignment = /** @type {(inputs: Groups_Note_AssignmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`With an assignment (optional)`)
};

const es_groups_note_assignment = /** @type {(inputs: Groups_Note_AssignmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Con una tarea (opcional)`)
};

/**
* | output |
* | --- |
* | "With an assignment (optional)" |
*
* @param {Groups_Note_AssignmentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_note_assignment = /** @type {((inputs?: Groups_Note_AssignmentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Note_AssignmentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_note_assignment(inputs)
	return en_groups_note_assignment(inputs)
});