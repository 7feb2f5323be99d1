import { describe, expect, it } from 'vitest';
import { formalGreekWords } from './greek-register.ts';

describe('formalGreekWords', () => {
  it('finds formal imperatives, verbs and the possessive σας', () => {
    expect(formalGreekWords('Κάτι πήγε στραβά. Δοκιμάστε ξανά σε λίγο.')).toEqual(['Δοκιμάστε']);
    expect(formalGreekWords('Επιλέξτε OK για ακύρωση!')).toEqual(['Επιλέξτε']);
    expect(formalGreekWords('Χρειάζεται να συνδεθείτε.')).toEqual(['συνδεθείτε']);
    expect(formalGreekWords('Δεν έχετε δικαίωμα.')).toEqual(['έχετε']);
    expect(formalGreekWords('Το μαγαζί που διαλέξατε δεν υπάρχει πια.')).toEqual(['διαλέξατε']);
    expect(formalGreekWords('Επιβεβαιώστε το e-mail σας.')).toEqual(['Επιβεβαιώστε', 'σας']);
    expect(formalGreekWords('Περιμένετε λίγο. Ολοκληρώστε την εγγραφή.')).toEqual([
      'Περιμένετε',
      'Ολοκληρώστε',
    ]);
    expect(formalGreekWords('Είστε σίγουροι;')).toEqual(['Είστε']);
  });

  it('lets the informal singular and look-alike words through', () => {
    expect(
      formalGreekWords(
        'Δοκίμασε ξανά. Συνδέσου με το e-mail σου. Επίλεξε OK. Κάνουμε ό,τι μπορούμε ώστε να είναι σωστά, είτε έτσι είτε αλλιώς. Πέντε γλέντια, ούτε ένα. Δεν ευθυνόμαστε, δεν εγγυόμαστε, είμαστε εδώ.',
      ),
    ).toEqual([]);
  });
});
