/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Members_TitleInputs */

const en_groups_members_title = /** @type {(inputs: Groups_Members_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Children and assignments`)
};

const es_groups_members_title = /** @type {(inputs: Groups_Members_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niños y tareas`)
};

/**
* | output |
* | --- |
* | "Children and assignments" |
*
* @param {Groups_Members_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_members_title = /** @type {((inputs?: Groups_Members_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Members_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_members_title(inputs)
	return en_groups_members_title(inputs)
});