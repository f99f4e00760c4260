/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_New_Group_HintInputs */

const en_groups_new_group_hint = /** @type {(inputs: Groups_New_Group_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A group is your class: a Sunday school room, a midweek club, a co-op. Parents join their children with the group's code.`)
};

const es_groups_new_group_hint = /** @type {(inputs: Groups_New_Group_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un grupo es tu clase: un aula de escuela dominical, un club entre semana, una cooperativa. Las familias unen a sus hijos con el código del grupo.`)
};

/**
* | output |
* | --- |
* | "A group is your class: a Sunday school room, a midweek club, a co-op. Parents join their children with the group's code." |
*
* @param {Groups_New_Group_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_new_group_hint = /** @type {((inputs?: Groups_New_Group_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_New_Group_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_new_group_hint(inputs)
	return en_groups_new_group_hint(inputs)
});