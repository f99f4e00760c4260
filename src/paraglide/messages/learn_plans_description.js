/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Plans_DescriptionInputs */

const en_learn_plans_description = /** @type {(inputs: Learn_Plans_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible reading plans for children: a few chapters a day through Mark, the Psalms, Genesis, the life of Jesus and more.`)
};

const es_learn_plans_description = /** @type {(inputs: Learn_Plans_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes de lectura de la Biblia para niños: unos capítulos al día por Marcos, los Salmos, Génesis, la vida de Jesús y mucho más.`)
};

/**
* | output |
* | --- |
* | "Bible reading plans for children: a few chapters a day through Mark, the Psalms, Genesis, the life of Jesus and more." |
*
* @param {Learn_Plans_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_plans_description = /** @type {((inputs?: Learn_Plans_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Plans_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_plans_description(inputs)
	return en_learn_plans_description(inputs)
});