/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Name_LabelInputs */

const en_groups_name_label = /** @type {(inputs: Groups_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The group's name (for example "Room 3, Sunday 9:30")`)
};

const es_groups_name_label = /** @type {(inputs: Groups_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre del grupo (por ejemplo «Aula 3, domingo 9:30»)`)
};

/**
* | output |
* | --- |
* | "The group's name (for example \"Room 3, Sunday 9:30\")" |
*
* @param {Groups_Name_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_name_label = /** @type {((inputs?: Groups_Name_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Name_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_name_label(inputs)
	return en_groups_name_label(inputs)
});