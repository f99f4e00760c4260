/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Family_No_ChildrenInputs */

const en_groups_family_no_children = /** @type {(inputs: Groups_Family_No_ChildrenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a child's profile first; then you can join it to a class.`)
};

const es_groups_family_no_children = /** @type {(inputs: Groups_Family_No_ChildrenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primero añade el perfil de un hijo; después podrás unirlo a una clase.`)
};

/**
* | output |
* | --- |
* | "Add a child's profile first; then you can join it to a class." |
*
* @param {Groups_Family_No_ChildrenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_family_no_children = /** @type {((inputs?: Groups_Family_No_ChildrenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Family_No_ChildrenInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_family_no_children(inputs)
	return en_groups_family_no_children(inputs)
});