/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Sets_IntroInputs */

const en_admin_sets_intro = /** @type {(inputs: Admin_Sets_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium learners add a set's verses to their own on Memory Master.`)
};

const es_admin_sets_intro = /** @type {(inputs: Admin_Sets_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los alumnos Premium añaden los versículos de una serie a los suyos en Memory Master.`)
};

/**
* | output |
* | --- |
* | "Premium learners add a set's verses to their own on Memory Master." |
*
* @param {Admin_Sets_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_sets_intro = /** @type {((inputs?: Admin_Sets_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Sets_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_sets_intro(inputs)
	return en_admin_sets_intro(inputs)
});