import { StyleSheet, Text, View } from '@react-pdf/renderer';

/** The look every Staffdesk document shares: A4, Helvetica, a blue rule under the header. */
export const styles = StyleSheet.create({
  page: { padding: 40, fontSize: 10, fontFamily: 'Helvetica', color: '#1f2933' },
  header: {
    borderBottomWidth: 2,
    borderBottomColor: '#1f4e79',
    paddingBottom: 8,
    marginBottom: 16,
  },
  company: { fontSize: 18, fontFamily: 'Helvetica-Bold', color: '#1f4e79' },
  title: { fontSize: 13, marginTop: 4 },
  section: { marginBottom: 14 },
  heading: { fontSize: 11, fontFamily: 'Helvetica-Bold', marginBottom: 6 },
  row: { flexDirection: 'row', marginBottom: 3 },
  label: { width: 120, color: '#52606d' },
  value: { flex: 1 },
  table: { borderWidth: 1, borderColor: '#cbd2d9' },
  tr: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: '#cbd2d9' },
  th: { fontFamily: 'Helvetica-Bold', backgroundColor: '#f0f4f8' },
  cell: { padding: 4 },
  footer: { position: 'absolute', bottom: 30, left: 40, right: 40, fontSize: 8, color: '#7b8794' },
});

/** A label and its value on one line. */
export function Field({ label, value }: { label: string; value: string }) {
  return (
    <View style={styles.row}>
      <Text style={styles.label}>{label}</Text>
      <Text style={styles.value}>{value}</Text>
    </View>
  );
}
